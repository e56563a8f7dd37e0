import { createImageUrlBuilder } from "@sanity/image-url";
import { Badge, Box, Card, Flex, Stack, Text } from "@sanity/ui";
import { type ObjectInputProps, useClient, useFormValue } from "sanity";
import { documentPath } from "../../lib/content/page-paths.ts";
import { SANITY_API_VERSION } from "../../lib/sanity/env.ts";
import {
  displayUrl,
  lengthLabel,
  lengthVerdict,
  SEARCH_LIMITS,
  SOCIAL_DESCRIPTION_MAX,
  truncateAt,
} from "./snippet.ts";

interface SeoValue {
  title?: string;
  description?: string;
  noindex?: boolean;
  ogImage?: { asset?: { _ref?: string }; alt?: string };
}

const TONES = { empty: "critical", short: "caution", good: "positive", long: "caution" } as const;

/** A field's length against its recommended range, as a badge the editor reads while typing. */
function Counter({
  label,
  text,
  range,
}: {
  label: string;
  text: string;
  range: { min: number; max: number };
}) {
  const verdict = lengthVerdict(text.length, range);
  return (
    <Flex align="center" gap={2}>
      <Text size={1} weight="medium">
        {label}
      </Text>
      <Badge tone={TONES[verdict]} data-testid={`seo-counter-${label.toLowerCase()}`} data-verdict={verdict}>
        {lengthLabel(text.length, range)}
      </Badge>
    </Flex>
  );
}

/** The page as a search engine lists it: address, linked title and description, each cut as shown. */
function SearchResult({ url, title, description }: { url: string; title: string; description: string }) {
  const shownTitle = truncateAt(title, SEARCH_LIMITS.title.max);
  const shownDescription = truncateAt(description, SEARCH_LIMITS.description.max);
  return (
    <Card padding={3} radius={2} border tone="default" role="figure" aria-label="Search result preview">
      <Stack gap={2}>
        <Text size={1} muted textOverflow="ellipsis">
          {url}
        </Text>
        <Text size={3} style={{ color: "#1a0dab" }} data-testid="seo-preview-title">
          {shownTitle.text || "Untitled page"}
        </Text>
        <Text size={1} style={{ color: "#4d5156" }} data-testid="seo-preview-description">
          {shownDescription.text || "No description: search engines pick a sentence from the page."}
        </Text>
      </Stack>
    </Card>
  );
}

/** The page as a social network shows a shared link: image, host, title and a short description. */
function SocialCard(props: {
  image: string | null;
  alt: string;
  host: string;
  title: string;
  description: string;
}) {
  return (
    <Card
      radius={2}
      border
      overflow="hidden"
      role="figure"
      aria-label="Social card preview"
      style={{ maxWidth: 480 }}
    >
      {props.image ? (
        // biome-ignore lint/performance/noImgElement: a preview of the shared image inside the Studio
        <img
          src={props.image}
          alt={props.alt}
          style={{ display: "block", width: "100%", aspectRatio: "1200 / 630", objectFit: "cover" }}
        />
      ) : null}
      <Box padding={3}>
        <Stack gap={2}>
          <Text size={0} muted style={{ textTransform: "uppercase" }}>
            {props.host}
          </Text>
          <Text size={2} weight="semibold" data-testid="seo-social-title">
            {truncateAt(props.title, SEARCH_LIMITS.title.max).text}
          </Text>
          <Text size={1} muted>
            {truncateAt(props.description, SOCIAL_DESCRIPTION_MAX).text}
          </Text>
        </Stack>
      </Box>
    </Card>
  );
}

/**
 * The SEO fields with what they produce beside them: the search result and the social card as they
 * will look, and each field's length against the recommended range, updated as the editor types.
 */
export function SeoInput(props: ObjectInputProps) {
  const value = (props.value ?? {}) as SeoValue;
  const document = useFormValue([]) as { _id?: string; _type?: string; slug?: unknown } | undefined;
  const client = useClient({ apiVersion: SANITY_API_VERSION });
  const host = typeof window === "undefined" ? "" : window.location.host;
  const path = documentPath(document);
  const title = value.title ?? "";
  const description = value.description ?? "";
  const id = (document?._id ?? "").replace(/^drafts\./, "");
  const image = value.ogImage?.asset?._ref
    ? createImageUrlBuilder(client).image(value.ogImage).width(600).height(315).fit("crop").url()
    : path && id
      ? `/og/${encodeURIComponent(id)}`
      : null;
  const alt = value.ogImage?.asset ? (value.ogImage.alt ?? "") : title;

  return (
    <Stack gap={4}>
      {props.renderDefault(props)}
      {path ? (
        <Card padding={3} radius={2} tone="transparent" border data-testid="seo-preview">
          <Stack gap={4}>
            <Stack gap={2}>
              <Counter label="Title" text={title} range={SEARCH_LIMITS.title} />
              <Counter label="Description" text={description} range={SEARCH_LIMITS.description} />
            </Stack>
            {value.noindex ? (
              <Card padding={3} radius={2} tone="caution">
                <Text size={1}>
                  Hidden from search engines: this page tells them not to index it and is left out of
                  sitemap.xml.
                </Text>
              </Card>
            ) : (
              <SearchResult url={displayUrl(host, path)} title={title} description={description} />
            )}
            <SocialCard image={image} alt={alt} host={host} title={title} description={description} />
          </Stack>
        </Card>
      ) : null}
    </Stack>
  );
}
