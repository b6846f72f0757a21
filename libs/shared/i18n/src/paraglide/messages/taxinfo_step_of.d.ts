/**
* | output |
* | --- |
* | "Step {current} of {total}" |
*
* @param {Taxinfo_Step_OfInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_step_of: ((inputs: Taxinfo_Step_OfInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxinfo_Step_OfInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxinfo_Step_OfInputs = {
    current: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
