// A page that calls notFound(). Next renders this boundary in the browser only (the server sends an empty
// error document), so proxy.ts sends every address it knows no page has to app/global-not-found.tsx.
export { NotFoundPage as default } from "../../components/pages/not-found-page.tsx";
