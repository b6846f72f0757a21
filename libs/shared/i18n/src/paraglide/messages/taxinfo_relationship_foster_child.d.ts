/**
* | output |
* | --- |
* | "Foster child" |
*
* @param {Taxinfo_Relationship_Foster_ChildInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_relationship_foster_child: ((inputs?: Taxinfo_Relationship_Foster_ChildInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxinfo_Relationship_Foster_ChildInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxinfo_Relationship_Foster_ChildInputs = {};
