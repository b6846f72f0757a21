const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** Integer cents from the API to '$35.00'. */
export const formatCents = (cents: number): string => dollars.format(cents / 100);
