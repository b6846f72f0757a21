/**
* | output |
* | --- |
* | "Dismiss" |
*
* @param {Referrals_Welcome_DismissInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const referrals_welcome_dismiss: ((inputs?: Referrals_Welcome_DismissInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Referrals_Welcome_DismissInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Referrals_Welcome_DismissInputs = {};
