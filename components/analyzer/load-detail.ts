import type { PageLoad } from "../../lib/seo/page-load.ts";

/** Load time as the screen shows it: seconds to one decimal, or "Not measured" (never a made-up 0). */
export function formatLoadTime(seconds: number | null): string {
  return seconds === null ? "Not measured" : `${seconds.toFixed(1)}s`;
}

export function formatBytes(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.round(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

const files = (n: number) => `${n} ${n === 1 ? "file" : "files"}`;

/** The line under Load Time: the page weight and what was downloaded, or why nothing could be timed. */
export function loadDetail(load: PageLoad): string {
  if (load.unmeasured || load.bytes === null)
    return load.unmeasured ?? "The load time could not be measured.";
  if (load.filesFound === 0)
    return `Page weight ${formatBytes(load.bytes)}: the HTML, which needs no other files.`;
  const counted =
    load.filesFound > load.filesTimed
      ? `the first ${load.filesTimed} of ${files(load.filesFound)}`
      : files(load.filesTimed);
  const failed = load.filesFailed > 0 ? `, ${load.filesFailed} of which failed to download` : "";
  return `Page weight ${formatBytes(load.bytes)}: the HTML and ${counted}${failed}.`;
}
