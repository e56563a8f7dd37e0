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
export function formatCurrency(amount: number, options: { whole?: boolean } = {}): string {
  return (options.whole ? wholeUsd : usd).format(amount);
}
