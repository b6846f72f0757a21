/**
* | output |
* | --- |
* | "Add a dependent" |
*
* @param {Taxinfo_Add_DependentInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_add_dependent: ((inputs?: Taxinfo_Add_DependentInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxinfo_Add_DependentInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxinfo_Add_DependentInputs = {};
