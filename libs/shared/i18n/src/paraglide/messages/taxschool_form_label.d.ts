/**
* | output |
* | --- |
* | "Tax school registration" |
*
* @param {Taxschool_Form_LabelInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxschool_form_label: ((inputs?: Taxschool_Form_LabelInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxschool_Form_LabelInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxschool_Form_LabelInputs = {};
