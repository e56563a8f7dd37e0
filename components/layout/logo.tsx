import { css } from "../../styled-system/css/index.mjs";

const mark = css({
  boxSize: "9",
  borderRadius: "l2",
  bgGradient: "to-br",
  gradientFrom: "brand.500",
  gradientTo: "brand.800",
  color: "white",
  display: "grid",
  placeItems: "center",
  fontFamily: "heading",
  fontWeight: "extrabold",
  fontSize: "lg",
  boxShadow: "glow",
});

const name = css({
  fontFamily: "heading",
  fontWeight: "bold",
  fontSize: "lg",
  letterSpacing: "-0.01em",
  color: "fg",
});

/** The cardinal "C" mark and the site's name; a server component (the header gets it as a prop). */
export function Logo({ siteName }: { siteName: string }) {
  const [first, ...rest] = siteName.split(" ");
  return (
    <div className={css({ display: "flex", alignItems: "center", gap: "2.5" })}>
      <div aria-hidden="true" className={mark}>
        C
      </div>
      <span className={name}>
        {first} <span className={css({ color: "fg.muted", fontWeight: "semibold" })}>{rest.join(" ")}</span>
      </span>
    </div>
  );
}
