/**
* | output |
* | --- |
* | "Organization" |
*
* @param {Admin_Field_OrganizationInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_field_organization: ((inputs?: Admin_Field_OrganizationInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Field_OrganizationInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Field_OrganizationInputs = {};
