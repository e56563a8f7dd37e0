"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useEffect, useState, useSyncExternalStore } from "react";
import { flushSync } from "react-dom";
import type { Read } from "../../../lib/admin/query.ts";

// The URL parameters of the detail dialogs on screen that read their item themselves. Opening or closing
// one changes only the URL (useUrlState): rendering the whole area again on the server to show one item
// took over a second at ten times the sample data.
const selfReading = new Map<string, number>();

/** Whether `changes` only open or close a self-reading detail, so the server has nothing to render. */
export function onlyOpensDetail(changes: Record<string, string | null>): boolean {
  const names = Object.keys(changes);
  return names.length > 0 && names.every((name) => (selfReading.get(name) ?? 0) > 0);
}

// What a click opened ("" for closed) in each self-reading detail, and what the URL had then, until the
// router's URL moves. Next.js renders the page again for any change of the URL, as a transition that
// yields to other work; the dialog follows the click at once instead of waiting for it.
const clicked = new Map<string, { id: string; from: string }>();
const watchers = new Set<() => void>();

function watchClicks(onChange: () => void): () => void {
  watchers.add(onChange);
  return () => watchers.delete(onChange);
}

function setClicked(param: string, id: string): void {
  clicked.set(param, { id, from: new URLSearchParams(window.location.search).get(param) ?? "" });
  for (const onChange of watchers) onChange();
}

// The read a click started, until the dialog it opens takes it: it starts with the click rather than
// after the dialog has rendered. One the dialog did not take at once (it showed the server's read) is not
// used later.
let started: { url: string; at: number; read: Promise<Read<unknown>> } | null = null;
const STARTED_FOR_MS = 2000;

function detailUrl(pathname: string, param: string, id: string): string {
  return `${pathname}/detail?${new URLSearchParams({ [param]: id })}`;
}

function fetchDetail<T>(url: string): Promise<Read<T | null>> {
  return fetch(url)
    .then(async (response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return (await response.json()) as Read<T | null>;
    })
    .catch((error: unknown) => {
      console.error(`[admin] reading ${url} failed`, error);
      return { data: null, failed: true };
    });
}

/** Starts reading the item `id` of the self-reading detail `param` of the view at `pathname`, unless it is. */
function startReading(pathname: string, param: string, id: string): void {
  const url = detailUrl(pathname, param, id);
  if (started?.url === url && performance.now() - started.at < STARTED_FOR_MS) return;
  started = { url, at: performance.now(), read: fetchDetail(url) };
}

/**
 * A press on a control that opens the item `id` in the self-reading detail `param` (a pointer going down
 * on its View): the item starts being read now, while the hand is still to lift (the click comes with
 * the release). Nothing for a detail that does not read its item itself (the server renders it with the
 * area). A press that ends elsewhere leaves a read nobody takes, which expires (STARTED_FOR_MS).
 */
export function pressOpensDetail(param: string, id: string): void {
  if ((selfReading.get(param) ?? 0) > 0) startReading(window.location.pathname, param, id);
}

/**
 * A click opens or closes details (`changes`, all of self-reading details, onlyOpensDetail) of the view at
 * `pathname`: their dialogs follow it now, and the items opened start being read (or go on being read,
 * from the press).
 */
export function openDetails(pathname: string, changes: Record<string, string | null>): void {
  for (const [param, id] of Object.entries(changes)) {
    if (id) startReading(pathname, param, id);
    setClicked(param, id ?? "");
  }
}

/** The item's read: the one its click started, or a new one. */
function readDetail<T>(pathname: string, param: string, id: string): Promise<Read<T | null>> {
  const url = detailUrl(pathname, param, id);
  const taken = started?.url === url && performance.now() - started.at < STARTED_FOR_MS ? started : null;
  started = null;
  return taken ? (taken.read as Promise<Read<T | null>>) : fetchDetail<T>(url);
}

/**
 * The item the URL parameter `param` opens (or a click has just opened) and its detail. The detail is the
 * server's read when the area was rendered with this item open (a link, a reload, the refresh after a
 * change); otherwise it is read from the area's `detail` route as soon as the item opens, and `read` is
 * null until it arrives. A later render of the server (after a change to the item) replaces what was
 * read here.
 */
export function useOpenDetail<T>(
  param: string,
  server: { openId: string; read: Read<T | null> | null },
): { id: string; read: Read<T | null> | null } {
  const inUrl = useSearchParams().get(param) ?? "";
  const click = useSyncExternalStore(
    watchClicks,
    () => clicked.get(param),
    () => undefined,
  );
  // The click leads while the router's URL is still the one it was made on.
  const id = click && inUrl === click.from ? click.id : inUrl;
  useEffect(() => {
    if (click && inUrl !== click.from) clicked.delete(param);
  }, [click, inUrl, param]);
  const pathname = usePathname();
  const fromServer = server.openId !== "" && server.openId === id ? server.read : null;
  const [fetched, setFetched] = useState<{ id: string; basis: unknown; read: Read<T | null> } | null>(null);

  useEffect(() => {
    selfReading.set(param, (selfReading.get(param) ?? 0) + 1);
    return () => {
      selfReading.set(param, (selfReading.get(param) ?? 1) - 1);
      clicked.delete(param);
    };
  }, [param]);

  useEffect(() => {
    if (!id || fromServer) return;
    let current = true;
    const basis = server.read;
    readDetail<T>(pathname, param, id).then((read) => {
      // Shown now: as an ordinary update it waited for the router's render of the new URL (a
      // transition that renders the whole area, up to 800 ms at ten times the sample data).
      if (current) flushSync(() => setFetched({ id, basis, read }));
    });
    return () => {
      current = false;
    };
  }, [id, fromServer, server.read, pathname, param]);

  const own = fetched && fetched.id === id && fetched.basis === server.read ? fetched.read : null;
  return { id, read: fromServer ?? own };
}
