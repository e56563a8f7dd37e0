import { type DocumentActionComponent, type DocumentActionProps, useClient } from "sanity";
import { type StoredRedirect, slugChangePlan, sluggedPagePaths } from "../../lib/redirects/slug-change.ts";
import { SANITY_API_VERSION } from "../../lib/sanity/env.ts";

const storedRedirectsQuery = `*[_type == "redirect" && !(_id in path("drafts.**")) && defined(from) && defined(to)]{ _id, from, to }`;

/** Whether a type's publish action should leave a redirect behind when its URL segment changes. */
export const movesWithSlug = (type: string) => type in sluggedPagePaths;

/**
 * Publish, and when the published page's URL segment changed, a published redirect from the old
 * address to the new one (earlier redirects to the old address follow it, one from the new address goes).
 * It wraps the Studio's own publish action, so it works on hosted Sanity and on the local Content Lake
 * alike, and the redirect is written only when the editor publishes, never while they type.
 */
export function withSlugRedirect(publish: DocumentActionComponent): DocumentActionComponent {
  const PublishMovingAddress: DocumentActionComponent = (props: DocumentActionProps) => {
    const client = useClient({ apiVersion: SANITY_API_VERSION });
    const description = publish(props);
    if (!description) return description;
    const before = props.published?.slug;
    const after = props.draft?.slug;
    return {
      ...description,
      onHandle: () => {
        description.onHandle?.();
        if (!props.published || !props.draft || before === after) return;
        void client
          .fetch<StoredRedirect[]>(storedRedirectsQuery)
          .then((existing) => {
            const plan = slugChangePlan(props.type, before, after, existing);
            if (!plan) return;
            const transaction = client.transaction().createOrReplace(plan.create);
            for (const id of plan.remove) transaction.delete(id);
            for (const { _id, to } of plan.repoint) transaction.patch(_id, { set: { to } });
            return transaction.commit({ visibility: "async" });
          })
          .catch((error: unknown) => {
            // The page is published either way; the editor can add the redirect by hand.
            console.error("[redirects] the redirect for the new address could not be saved", error);
          });
      },
    };
  };
  PublishMovingAddress.action = publish.action;
  PublishMovingAddress.displayName = "PublishMovingAddress";
  return PublishMovingAddress;
}
