/**
* | output |
* | --- |
* | "Your friend's details" |
*
* @param {Referrals_Form_LabelInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const referrals_form_label: ((inputs?: Referrals_Form_LabelInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Referrals_Form_LabelInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Referrals_Form_LabelInputs = {};
