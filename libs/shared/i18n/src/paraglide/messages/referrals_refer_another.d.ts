/**
* | output |
* | --- |
* | "Refer another friend" |
*
* @param {Referrals_Refer_AnotherInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const referrals_refer_another: ((inputs?: Referrals_Refer_AnotherInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Referrals_Refer_AnotherInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Referrals_Refer_AnotherInputs = {};
