import { Box, Container } from "@chakra-ui/react";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { SeoAnalyzer } from "@/components/analyzer/seo-analyzer";
import { PageHeader } from "@/components/ui/page-header";
import { serviceSlugs } from "@/lib/routes";
import { serviceIntros } from "@/lib/site-copy";

type Params = Promise<{ slug: string }>;

export const dynamicParams = false;

export function generateStaticParams() {
  return serviceSlugs.map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { slug } = await params;
  const intro = serviceIntros[slug];
  if (!intro) return {};
  return {
    title: intro.title,
    description: intro.description,
    alternates: { canonical: `/services/${slug}` },
  };
}

export default async function ServicePage({ params }: { params: Params }) {
  const { slug } = await params;
  const intro = serviceIntros[slug];
  if (!intro) notFound();
  return (
    <>
      <PageHeader {...intro} />
      {slug === "seo-insights" ? (
        <Container maxW="7xl" px={{ base: "4", md: "8" }} py={{ base: "12", md: "16" }}>
          <Box id="seo-analyzer">
            <SeoAnalyzer />
          </Box>
        </Container>
      ) : null}
    </>
  );
}
