import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LocalStack } from "../../local/supabase/stack.ts";
import {
  client,
  confirmedAdmin,
  confirmedUser,
  createTestEnv,
  type SignedInUser,
  STACK_TIMEOUT,
  sql,
  type TestEnv,
  uniqueEmail,
} from "./helpers.ts";

/**
 * The auth mails in the account's language (supabase/templates, `.Data.locale`), the language the CRM
 * knows a client's person by (`client_locale`), and who may write a lead's language.
 */

let env: TestEnv;
let stack: LocalStack;
let admin: SignedInUser;

beforeAll(async () => {
  env = await createTestEnv();
  stack = await env.start();
  admin = await confirmedAdmin(stack);
}, STACK_TIMEOUT);

afterAll(async () => {
  await env?.cleanup();
}, STACK_TIMEOUT);

const lastMailTo = (email: string) => stack.outbox().findLast((m) => m.to === email);

describe("the auth mails speak the account's language", { timeout: 60_000 }, () => {
  it("a Spanish sign-up gets a Spanish confirmation whose link confirms the account; English stays English", async () => {
    const sb = client(stack);
    const spanish = uniqueEmail("es-signup");
    const english = uniqueEmail("en-signup");
    const redirectTo = "http://localhost:3000/auth/confirm?next=%2Fes";
    for (const [email, data] of [
      [spanish, { first_name: "Ana", last_name: "Pérez", locale: "es" }],
      [english, { first_name: "Ann", last_name: "Lee" }],
    ] as const) {
      const { error } = await sb.auth.signUp({
        email,
        password: "correct-horse-7",
        options: { emailRedirectTo: redirectTo, data },
      });
      expect(error).toBeNull();
    }

    const es = lastMailTo(spanish);
    expect(es?.subject).toBe("Confirme su registro");
    expect(es?.text).toContain("Siga este enlace para confirmar su cuenta:");
    expect(es?.text).toMatch(/O escriba el código: \d{6}/);
    expect(es?.html).toContain('lang="es-US"');
    const en = lastMailTo(english);
    expect(en?.subject).toBe("Confirm Your Signup");
    expect(en?.text).toMatch(/Or enter the code: \d{6}/);

    const landing = await fetch(es?.link ?? "", { redirect: "manual" });
    expect(landing.status).toBe(303);
    expect(landing.headers.get("location")).toMatch(
      /^http:\/\/localhost:3000\/auth\/confirm\?next=%2Fes#access_token=/,
    );
    const confirmed = await sql<{ confirmed: boolean }>(
      stack,
      "select email_confirmed_at is not null as confirmed from auth.users where email = $1",
      [spanish],
    );
    expect(confirmed).toEqual([{ confirmed: true }]);
  });

  it("a Spanish account's password reset is Spanish, an English one's English", async () => {
    const spanish = await confirmedUser(stack, { locale: "es" });
    const english = await confirmedUser(stack);
    const sb = client(stack);
    for (const { email } of [spanish, english]) {
      expect(
        (await sb.auth.resetPasswordForEmail(email, { redirectTo: "http://localhost:3000/" })).error,
      ).toBeNull();
    }
    const es = lastMailTo(spanish.email);
    expect(es?.type).toBe("recovery");
    expect(es?.subject).toBe("Restablezca su contraseña");
    expect(es?.text).toContain("Siga este enlace para restablecer su contraseña:");
    const en = lastMailTo(english.email);
    expect(en?.subject).toBe("Reset Your Password");
    expect(en?.text).toContain("Follow this link to reset the password:");
  });

  it("a sign-in link (magic link) is Spanish for a Spanish account and signs it in; English stays English", async () => {
    const spanish = await confirmedUser(stack, { locale: "es" });
    const english = await confirmedUser(stack);
    const sb = client(stack);
    const emailRedirectTo = "http://localhost:3000/auth/confirm?next=%2Fes";
    for (const { email } of [spanish, english]) {
      expect(
        (await sb.auth.signInWithOtp({ email, options: { shouldCreateUser: false, emailRedirectTo } })).error,
      ).toBeNull();
    }
    const es = lastMailTo(spanish.email);
    expect(es?.type).toBe("magiclink");
    expect(es?.subject).toBe("Su enlace de acceso");
    expect(es?.text).toContain("Siga este enlace para iniciar sesión:");
    expect(es?.text).toMatch(/O escriba el código: \d{6}/);
    const en = lastMailTo(english.email);
    expect(en?.subject).toBe("Your Magic Link");
    expect(en?.text).toContain("Follow this link to login:");

    const landing = await fetch(es?.link ?? "", { redirect: "manual" });
    expect(landing.status).toBe(303);
    const signedIn = new URL(landing.headers.get("location") ?? "");
    expect(`${signedIn.origin}${signedIn.pathname}${signedIn.search}`).toBe(emailRedirectTo);
    const session = new URLSearchParams(signedIn.hash.slice(1));
    expect(session.get("type")).toBe("magiclink");
    const { data } = await client(stack).auth.getUser(session.get("access_token") ?? "");
    expect(data.user?.email).toBe(spanish.email);
    // The link is spent.
    const again = await fetch(es?.link ?? "", { redirect: "manual" });
    expect(
      new URLSearchParams(new URL(again.headers.get("location") ?? "").hash.slice(1)).get("error_code"),
    ).toBe("otp_expired");

    const unknown = uniqueEmail("es-no-account");
    const refused = await sb.auth.signInWithOtp({ email: unknown, options: { shouldCreateUser: false } });
    expect(refused.error?.code).toBe("otp_disabled");
    expect(lastMailTo(unknown)).toBeUndefined();
  });

  it("a change of address asks both addresses in the account's language; the second link moves the account", async () => {
    const spanish = await confirmedUser(stack, { locale: "es" });
    const english = await confirmedUser(stack);
    const emailRedirectTo = "http://localhost:3000/auth/confirm?next=%2Fes";
    const moved = uniqueEmail("es-moved");
    const changed = await spanish.client.auth.updateUser({ email: moved }, { emailRedirectTo });
    expect(changed.error).toBeNull();
    expect(changed.data.user?.email).toBe(spanish.email);
    expect(changed.data.user?.new_email).toBe(moved);
    const englishMoved = uniqueEmail("en-moved");
    expect((await english.client.auth.updateUser({ email: englishMoved })).error).toBeNull();

    const toCurrent = lastMailTo(spanish.email);
    const toNew = lastMailTo(moved);
    for (const mail of [toCurrent, toNew]) {
      expect(mail?.type).toBe("email_change");
      expect(mail?.subject).toBe("Confirme el cambio de correo electrónico");
      expect(mail?.text).toContain(
        `Siga este enlace para cambiar su correo electrónico de ${spanish.email} a ${moved}:`,
      );
      expect(mail?.html).toContain('lang="es-US"');
    }
    expect(toCurrent?.link).not.toBe(toNew?.link);
    expect(lastMailTo(englishMoved)?.subject).toBe("Confirm Email Change");
    expect(lastMailTo(english.email)?.text).toContain(
      `Follow this link to confirm the update of your email from ${english.email} to ${englishMoved}:`,
    );

    const emailOf = async () =>
      (await sql<{ email: string }>(stack, "select email from auth.users where id = $1", [spanish.userId]))[0]
        ?.email;
    const first = await fetch(toCurrent?.link ?? "", { redirect: "manual" });
    expect(
      new URLSearchParams(new URL(first.headers.get("location") ?? "").hash.slice(1)).get("message"),
    ).toMatch(/^Confirmation link accepted/);
    expect(await emailOf()).toBe(spanish.email);
    const second = await fetch(toNew?.link ?? "", { redirect: "manual" });
    const session = new URLSearchParams(new URL(second.headers.get("location") ?? "").hash.slice(1));
    expect(session.get("type")).toBe("email_change");
    expect(session.get("access_token")).toBeTruthy();
    expect(await emailOf()).toBe(moved);
    const identities = await sql<{ email: string }>(
      stack,
      "select email from auth.identities where user_id = $1 and provider = 'email'",
      [spanish.userId],
    );
    expect(identities).toEqual([{ email: moved }]);
    expect(
      (await client(stack).auth.signInWithPassword({ email: moved, password: spanish.password })).error,
    ).toBeNull();

    // An address that has an account is refused, and nothing is sent to it.
    const refused = await english.client.auth.updateUser({ email: moved });
    expect(refused.error?.code).toBe("email_exists");
  });

  it("an invitation with locale es is Spanish", async () => {
    const email = uniqueEmail("es-invited");
    const service = client(stack, stack.serviceRoleKey);
    const invited = await service.auth.admin.inviteUserByEmail(email, {
      redirectTo: "http://localhost:3000/portal/welcome",
      data: { locale: "es" },
    });
    expect(invited.error).toBeNull();
    const mail = lastMailTo(email);
    expect(mail?.subject).toBe("Tiene una invitación");
    expect(mail?.text).toContain("Siga este enlace para aceptar la invitación:");
  });
});

describe("client_locale: the language the CRM knows a client's person by", { timeout: 60_000 }, () => {
  it("the invitee's own lead first, else the client's newest lead, else English; staff only", async () => {
    const [client_] = await sql<{ id: string }>(
      stack,
      `insert into public.clients (name, email, company, industry, status)
       values ('Lucía Gómez', $1, 'Taquería Gómez', 'Food', 'active') returning id`,
      [uniqueEmail("client")],
    );
    const clientId = client_?.id as string;
    const locale = async (email: string | null) => {
      const { data, error } = await admin.client.rpc("client_locale", {
        p_client_id: clientId,
        p_email: email,
      });
      expect(error).toBeNull();
      return data;
    };
    const invitee = uniqueEmail("invitee");
    expect(await locale(invitee)).toBe("en");

    await sql(
      stack,
      `insert into public.contact_submissions (first_name, last_name, email, company, message, locale, client_id)
       values ('Lucía', 'Gómez', $1, 'Taquería Gómez', 'Hola', 'es', $2)`,
      [uniqueEmail("colleague"), clientId],
    );
    expect(await locale(invitee)).toBe("es");
    expect(await locale(null)).toBe("es");

    // The invitee wrote in English (a lead not linked to the client): that is their language.
    await sql(
      stack,
      `insert into public.project_evaluations (name, email, locale, created_at)
       values ('Invitee', $1, 'en', now() - interval '1 day')`,
      [invitee.toUpperCase()],
    );
    expect(await locale(invitee)).toBe("en");

    const visitor = await confirmedUser(stack);
    const asVisitor = await visitor.client.rpc("client_locale", { p_client_id: clientId, p_email: invitee });
    expect(asVisitor).toMatchObject({ error: null, data: "en" });
    const anon = await client(stack).rpc("client_locale", { p_client_id: clientId, p_email: invitee });
    expect(anon.error?.code).toBe("42501");
  });
});

describe("a lead's language through the REST API", { timeout: 60_000 }, () => {
  it("an admin cannot write it, valid or not: refused, and the row keeps its language", async () => {
    const email = uniqueEmail("lead");
    const [lead] = await sql<{ id: string }>(
      stack,
      `insert into public.contact_submissions (first_name, last_name, email, company, message, locale)
       values ('Ana', 'Pérez', $1, 'Acme', 'Hola', 'es') returning id`,
      [email],
    );
    const id = lead?.id as string;
    for (const table of ["contact_submissions", "project_evaluations", "newsletter_subscriptions"]) {
      for (const value of ["fr", "en"]) {
        const { error, data } = await admin.client
          .from(table)
          .update({ locale: value })
          .eq("id", id)
          .select();
        expect(error, `${table} ${value}`).toMatchObject({ code: "42501" });
        expect(error?.message).toMatch(/permission denied/);
        expect(data).toBeNull();
      }
    }
    // Beside a column staff may write, the language is refused with it, and nothing is written.
    const mixed = await admin.client
      .from("contact_submissions")
      .update({ notes: "x", locale: "fr" })
      .eq("id", id);
    expect(mixed.error?.code).toBe("42501");
    expect(
      await sql(stack, "select locale, notes from public.contact_submissions where id = $1", [id]),
    ).toEqual([{ locale: "es", notes: null }]);
  });

  it("whoever can write it, only 'en' or 'es' is stored: the check constraint names itself", async () => {
    const service = client(stack, stack.serviceRoleKey);
    const email = uniqueEmail("lead");
    const inserted = await service.from("newsletter_subscriptions").insert({ email, locale: "fr" });
    expect(inserted.error).toMatchObject({ code: "23514" });
    expect(inserted.error?.message).toContain("newsletter_subscriptions_locale_check");
    expect(
      await sql(stack, "select 1 from public.newsletter_subscriptions where email = $1", [email]),
    ).toEqual([]);
  });
});
