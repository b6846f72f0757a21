/**
* | output |
* | --- |
* | "Register and Pay {fee}" |
*
* @param {Taxschool_SubmitInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxschool_submit: ((inputs: Taxschool_SubmitInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxschool_SubmitInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxschool_SubmitInputs = {
    fee: NonNullable<unknown>;
};
