"use client";

import { Button, Heading, HStack, Link, Stack, Text } from "@chakra-ui/react";
import NextLink from "next/link";
import { todayIso } from "../../../lib/admin/workspace/dates.ts";
import type { ProjectFormOptions } from "../../../lib/admin/workspace/options.ts";
import { notify } from "../../ui/notify.ts";
import { convertLeadAction, createQuoteProjectAction } from "../clients/actions.ts";
import { ClientDialog } from "../clients/client-form.tsx";
import { useUrlChange } from "../kit/use-url-state.ts";
import { NewProjectDialog } from "../projects/project-form.tsx";
import { quoteProjectValuesSchema } from "../projects/schema.ts";
import { clientFromLead, projectFromQuote, quoteBudgetNote } from "./conversions.ts";
import type { InboxLead, LeadLinks } from "./types.ts";

/** The form the URL opens (`convert=client|project`), and what the project form offers. */
export interface LeadConversion {
  mode: "client" | "project" | null;
  /** Read only while the project form is open. */
  projectOptions: ProjectFormOptions | null;
  /** The request's service (public.service_for_request); "" when there is none. */
  serviceId: string;
}

const hasProjects = (lead: InboxLead) => lead.kind === "quote";

/** What the lead became, with links, or the buttons that take it further. */
export function LeadNextSteps({ lead, links }: { lead: InboxLead; links: LeadLinks | null }) {
  const url = useUrlChange();
  const clientId = links?.client_id ?? null;
  return (
    <Stack as="section" aria-labelledby="lead-next" gap="2">
      <Heading id="lead-next" as="h3" textStyle="md">
        Client and project
      </Heading>
      {clientId ? (
        <Text textStyle="sm">
          Client:{" "}
          <Link asChild colorPalette="blue">
            <NextLink href={`/admin/clients?client=${clientId}`}>{links?.client_name}</NextLink>
          </Link>
        </Text>
      ) : (
        <Text textStyle="sm" color="fg.muted">
          Not a client yet.
        </Text>
      )}
      {links?.project_id ? (
        <Text textStyle="sm">
          Project:{" "}
          <Link asChild colorPalette="blue">
            <NextLink href={`/admin/projects?project=${links.project_id}`}>{links.project_name}</NextLink>
          </Link>
        </Text>
      ) : hasProjects(lead) && !clientId ? (
        <Text textStyle="sm" color="fg.muted">
          Convert the lead to a client to create its project.
        </Text>
      ) : null}
      <HStack gap="2" wrap="wrap">
        {clientId ? null : (
          <Button size="sm" onClick={() => url.update({ convert: "client" })}>
            Convert to client
          </Button>
        )}
        {hasProjects(lead) && clientId && !links?.project_id ? (
          <Button size="sm" onClick={() => url.update({ convert: "project" })}>
            Create project
          </Button>
        ) : null}
      </HStack>
    </Stack>
  );
}

/** The form a 'Convert to client' or 'Create project' opens; the lead's detail shows again after. */
export function LeadConversionDialogs({
  lead,
  links,
  conversion,
}: {
  lead: InboxLead;
  links: LeadLinks | null;
  conversion: LeadConversion;
}) {
  const url = useUrlChange();
  const close = () => url.update({ convert: null }, { replace: true });
  const clientId = links?.client_id ?? null;
  if (conversion.mode === "client" && !clientId) {
    return (
      <ClientDialog
        key={`convert-${lead.id}`}
        open
        title="Convert to client"
        submitLabel="Create Client"
        values={clientFromLead(lead)}
        action={(values, after) => convertLeadAction({ leadId: lead.id, values }, after)}
        onClose={close}
        onSaved={(_id, company) => {
          notify("leadConverted", company);
          close();
        }}
      />
    );
  }
  if (conversion.mode === "project" && clientId && hasProjects(lead) && !links?.project_id) {
    return (
      <NewProjectDialog
        key={`project-${lead.id}`}
        open
        title="Create project"
        options={conversion.projectOptions}
        values={projectFromQuote(lead, {
          clientId,
          serviceId: conversion.serviceId,
          startDate: todayIso(),
        })}
        schema={quoteProjectValuesSchema}
        budgetHelper={quoteBudgetNote(lead)}
        action={(values, after) => createQuoteProjectAction({ leadId: lead.id, values }, after)}
        onClose={close}
        onSaved={() => {
          notify("quoteProjectCreated");
          close();
        }}
      />
    );
  }
  return null;
}
