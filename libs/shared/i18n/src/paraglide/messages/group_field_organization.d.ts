/**
* | output |
* | --- |
* | "Organization" |
*
* @param {Group_Field_OrganizationInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const group_field_organization: ((inputs?: Group_Field_OrganizationInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Group_Field_OrganizationInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Group_Field_OrganizationInputs = {};
