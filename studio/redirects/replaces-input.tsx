import { Card, Checkbox, Flex, Stack, Text } from "@sanity/ui";
import { useEffect, useState } from "react";
import { type StringInputProps, set, unset, useClient, useFormValue } from "sanity";
import {
  type ReplacedPageContent,
  replacedPageOf,
  replacedPageQuery,
} from "../../lib/redirects/replaced-page.ts";
import { sitePath } from "../../lib/redirects/rules.ts";
import { SANITY_API_VERSION } from "../../lib/sanity/env.ts";

/**
 * The confirmation a redirect from a live page needs: what the page is and where the site links to it,
 * and a box that stores the address it confirms (so changing "From" asks again).
 */
export function ReplacesInput(props: StringInputProps) {
  const from = sitePath(useFormValue(["from"]));
  const client = useClient({ apiVersion: SANITY_API_VERSION });
  const [replaced, setReplaced] = useState<{ from: string; text: string | null } | null>(null);

  useEffect(() => {
    if (!from) return;
    let live = true;
    client
      .fetch<ReplacedPageContent>(replacedPageQuery)
      .then((content) => live && setReplaced({ from, text: replacedPageOf(from, content) }))
      .catch(() => live && setReplaced(null));
    return () => {
      live = false;
    };
  }, [client, from]);

  const text = replaced && replaced.from === from ? replaced.text : null;
  if (!from || !text) {
    return (
      <Text size={1} muted>
        {props.value ? `Confirmed for ${props.value}; ` : ""}Nothing the site serves lives at this address: no
        confirmation needed.
      </Text>
    );
  }
  const confirmed = props.value === from;
  return (
    <Card
      padding={3}
      radius={2}
      tone={confirmed ? "caution" : "critical"}
      border
      data-testid="redirect-replaces"
    >
      <Stack gap={3}>
        <Text size={1}>{text}</Text>
        <Flex align="center" gap={2}>
          <Checkbox
            id={`${props.id}-confirm`}
            checked={confirmed}
            readOnly={props.readOnly}
            onChange={(event) => props.onChange(event.currentTarget.checked ? set(from) : unset())}
          />
          <Text as="label" htmlFor={`${props.id}-confirm`} size={1} weight="medium">
            Redirect {from} anyway: visitors and these links go to the new address
          </Text>
        </Flex>
      </Stack>
    </Card>
  );
}
