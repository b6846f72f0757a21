/**
* | output |
* | --- |
* | "Stepchild" |
*
* @param {Taxinfo_Relationship_StepchildInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_relationship_stepchild: ((inputs?: Taxinfo_Relationship_StepchildInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxinfo_Relationship_StepchildInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxinfo_Relationship_StepchildInputs = {};
