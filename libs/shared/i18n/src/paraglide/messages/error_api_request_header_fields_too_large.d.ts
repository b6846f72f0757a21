/**
* | output |
* | --- |
* | "Your browser sent too much with the request. Please clear this site's cookies and try again." |
*
* @param {Error_Api_Request_Header_Fields_Too_LargeInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_api_request_header_fields_too_large: ((inputs?: Error_Api_Request_Header_Fields_Too_LargeInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Api_Request_Header_Fields_Too_LargeInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Api_Request_Header_Fields_Too_LargeInputs = {};
