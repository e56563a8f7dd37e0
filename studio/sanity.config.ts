"use client";

import { visionTool } from "@sanity/vision";
import { defineConfig, type WorkspaceOptions } from "sanity";
import { presentationTool } from "sanity/presentation";
import { structureTool } from "sanity/structure";
import { singletonTypes } from "../lib/content/singletons.ts";
import { movesWithSlug, withSlugRedirect } from "./actions/slug-redirects.ts";
import { studioApiVersion, studioDataset, studioProjectId } from "./env.ts";
import { editorsGuide } from "./guide/editors-guide.tsx";
import { schemaTypes } from "./schemaTypes/index.ts";
import { structure } from "./structure.ts";

const singletonActions = new Set(["publish", "discardChanges", "restore"]);

// Loaded by the /studio route as a client module, and by the CLI (schema extraction, typegen)
// without a project; the site renders the Studio only once a real project id is set.
const projectId = studioProjectId || "unconfigured";

/** Everything but the project: shared by the hosted Studio and the Studio on the local Content Lake. */
export const studioOptions = {
  name: "cardinal",
  title: "Cardinal Consulting",
  basePath: "/studio",
  plugins: [
    structureTool({ structure }),
    presentationTool({
      previewUrl: { previewMode: { enable: "/api/draft-mode/enable" } },
    }),
    visionTool({ defaultApiVersion: studioApiVersion }),
    editorsGuide(),
  ],
  schema: {
    types: schemaTypes,
    templates: (templates) => templates.filter(({ schemaType }) => !singletonTypes.has(schemaType)),
  },
  document: {
    actions: (actions, context) =>
      singletonTypes.has(context.schemaType)
        ? actions.filter(({ action }) => action !== undefined && singletonActions.has(action))
        : movesWithSlug(context.schemaType)
          ? actions.map((action) => (action.action === "publish" ? withSlugRedirect(action) : action))
          : actions,
  },
} satisfies Omit<WorkspaceOptions, "projectId" | "dataset">;

export default defineConfig({ ...studioOptions, projectId, dataset: studioDataset });
