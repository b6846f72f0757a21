/**
* | output |
* | --- |
* | "Consent" |
*
* @param {Taxinfo_Step_ConsentInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_step_consent: ((inputs?: Taxinfo_Step_ConsentInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxinfo_Step_ConsentInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxinfo_Step_ConsentInputs = {};
