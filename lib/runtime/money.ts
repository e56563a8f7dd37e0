const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const wholeUsd = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
});

/**
 * USD in en-US: "$1,234.50"; `whole` drops the cents ("$1,235") for summary cards and
 * the quote's instant estimate.
 */
export function formatCurrency(amount: number, options: { whole?: boolean; lang?: string } = {}): string {
  if (options.lang && options.lang !== "en-US") return usdIn(options.lang, options.whole).format(amount);
  return (options.whole ? wholeUsd : usd).format(amount);
}

const formats = new Map<string, Intl.NumberFormat>();
/** USD as a reader of another language (a tag: "es-US") writes it. */
function usdIn(lang: string, whole = false): Intl.NumberFormat {
  const key = `${lang}:${whole}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(lang, {
      style: "currency",
      currency: "USD",
      ...(whole ? { maximumFractionDigits: 0 } : {}),
    });
    formats.set(key, format);
  }
  return format;
}
