/**
* | output |
* | --- |
* | "Progress" |
*
* @param {Taxinfo_Steps_LabelInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_steps_label: ((inputs?: Taxinfo_Steps_LabelInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxinfo_Steps_LabelInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxinfo_Steps_LabelInputs = {};
