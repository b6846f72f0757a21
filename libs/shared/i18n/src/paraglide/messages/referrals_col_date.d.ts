/**
* | output |
* | --- |
* | "Date" |
*
* @param {Referrals_Col_DateInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const referrals_col_date: ((inputs?: Referrals_Col_DateInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Referrals_Col_DateInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Referrals_Col_DateInputs = {};
