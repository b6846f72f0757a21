/**
* | output |
* | --- |
* | "Application for {job}" |
*
* @param {Careers_Form_LabelInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const careers_form_label: ((inputs: Careers_Form_LabelInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Careers_Form_LabelInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Careers_Form_LabelInputs = {
    job: NonNullable<unknown>;
};
