/**
* | output |
* | --- |
* | "Remove dependent {number}" |
*
* @param {Taxinfo_Remove_DependentInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_remove_dependent: ((inputs: Taxinfo_Remove_DependentInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxinfo_Remove_DependentInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxinfo_Remove_DependentInputs = {
    number: NonNullable<unknown>;
};
