"use client";

import { visionTool } from "@sanity/vision";
import { defineConfig, type WorkspaceOptions } from "sanity";
import { presentationTool } from "sanity/presentation";
import { structureTool } from "sanity/structure";
import { singletonTypes } from "../lib/content/singletons.ts";
import {
  movesWithSlug,
  UnpublishKeepingDraft,
  withIncomingRedirects,
  withSlugRedirect,
} from "./actions/page-actions.tsx";
import { saveOnLeave } from "./edits/save-on-leave.tsx";
import { studioApiVersion, studioDataset, studioProjectId } from "./env.ts";
import { editorsGuide } from "./guide/editors-guide.tsx";
import { draftModeFollowsPresentation } from "./presentation/draft-mode.tsx";
import { schemaTypes } from "./schemaTypes/index.ts";
import { structure } from "./structure.ts";
import {
  hasTranslations,
  MarkUpToDateAction,
  TranslateAction,
  TranslationBadge,
} from "./translations/translation-actions.tsx";

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
    draftModeFollowsPresentation(),
    visionTool({ defaultApiVersion: studioApiVersion }),
    editorsGuide(),
    saveOnLeave(),
  ],
  schema: {
    types: schemaTypes,
    templates: (templates) => templates.filter(({ schemaType }) => !singletonTypes.has(schemaType)),
  },
  document: {
    actions: (all, context) => {
      // A document with a Spanish version offers its translation after the Studio's own actions.
      const translated = hasTranslations(context.documentId ?? "", context.schemaType);
      const actions = translated ? [...all, TranslateAction, MarkUpToDateAction] : all;
      if (singletonTypes.has(context.schemaType)) {
        return actions.filter(
          (action) =>
            action === TranslateAction ||
            action === MarkUpToDateAction ||
            (action.action !== undefined && singletonActions.has(action.action)),
        );
      }
      // Unpublish beside Publish, keeping the content as a draft; for pages, publish, unpublish and
      // delete change the redirects to them in the same transaction (actions/page-actions.tsx).
      const page = movesWithSlug(context.schemaType);
      return actions.map((action) => {
        if (action.action === "unpublish") return UnpublishKeepingDraft;
        if (!page) return action;
        if (action.action === "publish") return withSlugRedirect(action);
        if (action.action === "delete") return withIncomingRedirects(action);
        return action;
      });
    },
    badges: (badges, context) =>
      hasTranslations(context.documentId ?? "", context.schemaType) ? [...badges, TranslationBadge] : badges,
  },
} satisfies Omit<WorkspaceOptions, "projectId" | "dataset">;

export default defineConfig({
  ...studioOptions,
  projectId,
  dataset: studioDataset,
});
