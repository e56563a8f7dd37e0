"use client";

import { Alert, Button, Input, SimpleGrid, Stack, Tabs } from "@chakra-ui/react";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { notify } from "@/components/ui/notify";
import { createClient } from "@/lib/supabase/client";
import type { SignInInput, SignInValues, SignUpInput, SignUpValues } from "@/lib/validations/auth";
import { FormField } from "./form-kit";
import { lazyZodResolver } from "./lazy-resolver";

const signInResolver = lazyZodResolver(() => import("@/lib/validations/auth").then((m) => m.signInSchema));
const signUpResolver = lazyZodResolver(() => import("@/lib/validations/auth").then((m) => m.signUpSchema));

interface FormProps {
  loading: boolean;
  setLoading: (v: boolean) => void;
  /** Where a signed-in visitor goes: a same-origin path, already checked on the server. */
  next: string;
}

function SignInForm({ loading, setLoading, next }: FormProps) {
  const router = useRouter();
  const form = useForm<SignInInput, unknown, SignInValues>({
    resolver: signInResolver,
    defaultValues: { email: "", password: "" },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setLoading(true);
    try {
      const { error } = await createClient().auth.signInWithPassword(values);
      if (error) {
        notify("authError", error.message);
        return;
      }
      router.replace(next);
      router.refresh();
    } catch (error) {
      notify("authError", error instanceof Error ? error.message : "Sign in failed.");
    } finally {
      setLoading(false);
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Sign in">
      <Stack gap="4">
        <FormField label="Email" required error={errors.email?.message}>
          <Input type="email" autoComplete="email" size="lg" {...form.register("email")} />
        </FormField>
        <FormField label="Password" required error={errors.password?.message}>
          <Input type="password" autoComplete="current-password" size="lg" {...form.register("password")} />
        </FormField>
        <Button type="submit" size="lg" loading={loading} loadingText="Signing In...">
          Sign In
        </Button>
      </Stack>
    </form>
  );
}

function SignUpForm({ loading, setLoading, next }: FormProps) {
  const form = useForm<SignUpInput, unknown, SignUpValues>({
    resolver: signUpResolver,
    defaultValues: { firstName: "", lastName: "", email: "", password: "" },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async ({ firstName, lastName, email, password }) => {
    setLoading(true);
    try {
      const { error } = await createClient().auth.signUp({
        email,
        password,
        options: {
          // The link comes back through the code exchange, which signs the visitor in and lands on /.
          emailRedirectTo: `${window.location.origin}/auth/confirm?${new URLSearchParams({ next })}`,
          data: { first_name: firstName, last_name: lastName },
        },
      });
      if (error) {
        notify("authError", error.message);
        return;
      }
      notify("signUpSucceeded");
      form.reset();
    } catch (error) {
      notify("authError", error instanceof Error ? error.message : "Sign up failed.");
    } finally {
      setLoading(false);
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Sign up">
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField label="First Name" required error={errors.firstName?.message}>
            <Input autoComplete="given-name" size="lg" {...form.register("firstName")} />
          </FormField>
          <FormField label="Last Name" required error={errors.lastName?.message}>
            <Input autoComplete="family-name" size="lg" {...form.register("lastName")} />
          </FormField>
        </SimpleGrid>
        <FormField label="Email" required error={errors.email?.message}>
          <Input type="email" autoComplete="email" size="lg" {...form.register("email")} />
        </FormField>
        <FormField label="Password" required error={errors.password?.message}>
          <Input type="password" autoComplete="new-password" size="lg" {...form.register("password")} />
        </FormField>
        <Button type="submit" size="lg" loading={loading} loadingText="Creating account...">
          Sign Up
        </Button>
      </Stack>
    </form>
  );
}

/** Sign In and Sign Up (spec §2 "Auth page"); errors are the auth server's own message. */
export function AuthPanel({
  linkError,
  confirmed,
  next = "/",
}: {
  linkError?: string;
  confirmed?: boolean;
  next?: string;
}) {
  const [loading, setLoading] = useState(false);
  const router = useRouter();

  // A session appearing here (this tab or another) sends the visitor on to the site.
  useEffect(() => {
    const { data } = createClient().auth.onAuthStateChange((_event, session) => {
      if (session?.user) router.replace(next);
    });
    return () => data.subscription.unsubscribe();
  }, [router, next]);

  return (
    <Stack
      gap="6"
      borderRadius="l3"
      borderWidth="1px"
      borderColor="border"
      bg="bg.panel"
      boxShadow="md"
      p={{ base: "5", md: "8" }}
    >
      {confirmed ? (
        <Alert.Root status="success" borderRadius="l2" role="status">
          <Alert.Indicator />
          <Alert.Description>
            If you followed the link in our email, your address is confirmed. Sign in to continue.
          </Alert.Description>
        </Alert.Root>
      ) : null}
      {linkError ? (
        <Alert.Root status="error" borderRadius="l2" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Error</Alert.Title>
            <Alert.Description>{linkError}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      <Tabs.Root defaultValue="sign-in" variant="enclosed" fitted lazyMount={false}>
        <Tabs.List mb="6">
          <Tabs.Trigger value="sign-in" disabled={loading}>
            Sign In
          </Tabs.Trigger>
          <Tabs.Trigger value="sign-up" disabled={loading}>
            Sign Up
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="sign-in">
          <SignInForm loading={loading} setLoading={setLoading} next={next} />
        </Tabs.Content>
        <Tabs.Content value="sign-up">
          <SignUpForm loading={loading} setLoading={setLoading} next={next} />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
