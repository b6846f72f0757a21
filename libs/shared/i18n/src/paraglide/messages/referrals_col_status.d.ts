/**
* | output |
* | --- |
* | "Status" |
*
* @param {Referrals_Col_StatusInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const referrals_col_status: ((inputs?: Referrals_Col_StatusInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Referrals_Col_StatusInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Referrals_Col_StatusInputs = {};
