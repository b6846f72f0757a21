/**
* | output |
* | --- |
* | "Dismiss the welcome" |
*
* @param {Referrals_Welcome_Dismiss_LabelInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const referrals_welcome_dismiss_label: ((inputs?: Referrals_Welcome_Dismiss_LabelInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Referrals_Welcome_Dismiss_LabelInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Referrals_Welcome_Dismiss_LabelInputs = {};
