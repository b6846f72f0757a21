/**
* | output |
* | --- |
* | "Grandchild" |
*
* @param {Taxinfo_Relationship_GrandchildInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_relationship_grandchild: ((inputs?: Taxinfo_Relationship_GrandchildInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxinfo_Relationship_GrandchildInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxinfo_Relationship_GrandchildInputs = {};
