import { describe, expect, it } from "vitest";
import { parseTemplate, renderTemplate, TemplateError } from "./go-template.ts";

describe("the Go template subset of GoTrue's mail", () => {
  it("prints fields and the metadata's keys, HTML-escaped; a missing key prints nothing", () => {
    const data = { Email: "a&b@example.com", Data: { first_name: "<Ana>" } };
    expect(renderTemplate("{{ .Email }} {{.Data.first_name}}|{{ .Data.missing }}|{{ .Nope }}", data)).toBe(
      "a&amp;b@example.com &lt;Ana&gt;||",
    );
  });

  it("chooses a branch with eq, else if and else; a missing locale is not an error", () => {
    const source =
      '{{ if eq .Data.locale "es" }}hola{{ else if eq .Data.locale "fr" }}salut{{ else }}hello{{ end }}';
    expect(renderTemplate(source, { Data: { locale: "es" } })).toBe("hola");
    expect(renderTemplate(source, { Data: { locale: "fr" } })).toBe("salut");
    expect(renderTemplate(source, { Data: { locale: "en" } })).toBe("hello");
    expect(renderTemplate(source, { Data: {} })).toBe("hello");
    expect(renderTemplate(source, {})).toBe("hello");
  });

  it("takes Go's truth, ne, not, and, or, comments and trim markers", () => {
    const data = { A: "", B: "x", Data: { n: 0, list: [] } };
    expect(renderTemplate("{{ if .A }}1{{ else }}0{{ end }}{{ if .B }}1{{ end }}", data)).toBe("01");
    expect(
      renderTemplate("{{ if .Data.n }}1{{ else }}0{{ end }}{{ if .Data.list }}1{{ else }}0{{ end }}", data),
    ).toBe("00");
    expect(renderTemplate('{{ if ne .B "y" }}ne{{ end }} {{ if not .A }}not{{ end }}', data)).toBe("ne not");
    expect(renderTemplate("{{ if and .A .B }}and{{ end }}{{ if or .A .B }}or{{ end }}", data)).toBe("or");
    expect(renderTemplate("a  {{- /* why */ -}}  b\n{{- .B }}", data)).toBe("abx");
  });

  it("refuses what Go would not run: unclosed blocks, unknown functions, unlike kinds compared", () => {
    expect(() => parseTemplate("{{ if .A }}x")).toThrow(TemplateError);
    expect(() => parseTemplate("{{ end }}")).toThrow(TemplateError);
    expect(() => parseTemplate("{{ upper .A }}")).toThrow(TemplateError);
    expect(() => parseTemplate("{{ range .A }}{{ end }}")).toThrow(TemplateError);
    expect(() => renderTemplate('{{ if eq .Data.n "0" }}{{ end }}', { Data: { n: 0 } })).toThrow(
      /incompatible types/,
    );
  });
});
