/**
* | output |
* | --- |
* | "(link valid until {time})" |
*
* @param {Admin_Document_ExpiresInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_document_expires: ((inputs: Admin_Document_ExpiresInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Document_ExpiresInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Document_ExpiresInputs = {
    time: NonNullable<unknown>;
};
