import { defineCliConfig } from "sanity/cli";

export default defineCliConfig({
  api: {
    projectId:
      process.env.NEXT_PUBLIC_SANITY_PROJECT_ID || process.env.SANITY_STUDIO_PROJECT_ID || "unconfigured",
    dataset: process.env.NEXT_PUBLIC_SANITY_DATASET || process.env.SANITY_STUDIO_DATASET || "production",
  },
  typegen: {
    path: ["../lib/sanity/**/*.ts", "../components/sections/**/*.ts"],
    schema: "../lib/sanity/schema.json",
    generates: "../lib/sanity/sanity.types.ts",
    overloadClientMethods: true,
  },
});
