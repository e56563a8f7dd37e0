import { Box, Card, Stack, Text } from "@sanity/ui";
import { BookOpen } from "lucide-react";
import type { ReactNode } from "react";
import { definePlugin } from "sanity";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap={3}>
      <Text as="h2" size={3} weight="semibold">
        {title}
      </Text>
      {children}
    </Stack>
  );
}

function Para({ children }: { children: ReactNode }) {
  return (
    <Text as="p" size={2} style={{ lineHeight: 1.6 }}>
      {children}
    </Text>
  );
}

/** What an editor needs to know, in the Studio itself: the documents, derived counts, preview and publish. */
function EditorsGuide() {
  return (
    <Card height="fill" overflow="auto" tone="default">
      <Box paddingX={4} paddingY={5} style={{ maxWidth: "48rem", margin: "0 auto" }}>
        <Stack gap={5}>
          <Text as="h1" size={4} weight="bold">
            Editors&apos; guide
          </Text>
          <Section title="What you can edit">
            <Para>
              Content lists every page of the site. Each page (Home, Process, Careers, About, …) is one
              document: open it, change the words, then publish. Services, industries, case studies,
              testimonials and job openings are lists: add, reorder or remove entries there and every page
              that shows them follows. Site settings hold the header, the footer and the contact details shown
              everywhere.
            </Para>
          </Section>
          <Section title="Numbers the site counts for you">
            <Para>
              Never type how many steps or phases there are. Write {"{processSteps}"} where the number of
              phases of the Process page belongs and {"{quoteSteps}"} for the steps of the quote form. The
              site replaces them with the live count, so deleting a phase changes every sentence that mentions
              it at once. Phase numbers (01, 02, …) come from the order of the list, not from a field. A field
              that contains a typed count such as &ldquo;6-step&rdquo; is flagged with a warning. On the
              Careers page, write {"{employmentTerms}"} instead of saying how the roles are contracted: it
              reads &ldquo;All roles are full-time&rdquo; while every Job opening is, and names each type once
              a Contract or Part-time role is added.
            </Para>
          </Section>
          <Section title="Buttons and links">
            <Para>
              Name where a button or link leads: &ldquo;Explore our services&rdquo;, not &ldquo;Learn
              more&rdquo; or &ldquo;Click here&rdquo;. Search engines mark a page down for links that say
              nothing out of context, and screen readers list a page&rsquo;s links on their own. Such a label
              is flagged with a warning, unless it jumps to a section of the same page.
            </Para>
            <Para>
              A link to a section starts with # (a section of the same page) or /# (a section of the home
              page). It must name a section the page has: the field lists them when it does not. Links in the
              header and footer, which are on every page, use /# only.
            </Para>
          </Section>
          <Section title="Drafts, preview and publish">
            <Para>
              Your changes are saved as a draft as you type; visitors do not see them. Use Presentation to see
              the draft on the real page: while it is open, your browser shows drafts on every page of the
              site, under a &ldquo;Preview — drafts shown&rdquo; bar; leaving Presentation (or the bar&rsquo;s
              Exit) shows the published site again. Press Publish (bottom right of a document) to make the
              change live: the site shows it within a few seconds. Review changes (the clock icon) lists
              earlier versions; Discard changes returns to what is published.
            </Para>
          </Section>
          <Section title="Working on this computer">
            <Para>
              Without a Sanity project the Studio edits the content stored on this computer, and the site you
              run here shows it. Nothing is sent anywhere. To move your work to a Sanity project later, a
              developer runs <code>npm run content:export</code> and imports the result.
            </Para>
          </Section>
        </Stack>
      </Box>
    </Card>
  );
}

export const editorsGuide = definePlugin({
  name: "cardinal-editors-guide",
  tools: [{ name: "guide", title: "Guide", icon: BookOpen, component: EditorsGuide }],
});
