/**
* | output |
* | --- |
* | "Welcome!" |
*
* @param {Referrals_Welcome_TitleInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const referrals_welcome_title: ((inputs?: Referrals_Welcome_TitleInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Referrals_Welcome_TitleInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Referrals_Welcome_TitleInputs = {};
