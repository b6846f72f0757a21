/**
* | output |
* | --- |
* | "Get download link for {name}" |
*
* @param {Admin_Document_Link_ForInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_document_link_for: ((inputs: Admin_Document_Link_ForInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Document_Link_ForInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Document_Link_ForInputs = {
    name: NonNullable<unknown>;
};
