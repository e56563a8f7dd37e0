"use client";

import { visionTool } from "@sanity/vision";
import { defineConfig } from "sanity";
import { presentationTool } from "sanity/presentation";
import { structureTool } from "sanity/structure";
import { studioApiVersion, studioDataset, studioProjectId } from "./env.ts";
import { schemaTypes, singletonTypes } from "./schemaTypes/index.ts";
import { structure } from "./structure.ts";

const singletonActions = new Set(["publish", "discardChanges", "restore"]);

// Loaded by the /studio route as a client module, and by the CLI (schema extraction, typegen)
// without a project; the site renders the Studio only once a real project id is set.
const projectId = studioProjectId || "unconfigured";

export default defineConfig({
  name: "cardinal",
  title: "Cardinal Consulting",
  basePath: "/studio",
  projectId,
  dataset: studioDataset,
  plugins: [
    structureTool({ structure }),
    presentationTool({
      previewUrl: { previewMode: { enable: "/api/draft-mode/enable" } },
    }),
    visionTool({ defaultApiVersion: studioApiVersion }),
  ],
  schema: {
    types: schemaTypes,
    templates: (templates) => templates.filter(({ schemaType }) => !singletonTypes.has(schemaType)),
  },
  document: {
    actions: (actions, context) =>
      singletonTypes.has(context.schemaType)
        ? actions.filter(({ action }) => action !== undefined && singletonActions.has(action))
        : actions,
  },
});
