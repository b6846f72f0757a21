/**
* | output |
* | --- |
* | "You cannot remove your own staff role. Ask another member of staff." |
*
* @param {Error_Api_Own_Staff_RoleInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_api_own_staff_role: ((inputs?: Error_Api_Own_Staff_RoleInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Api_Own_Staff_RoleInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Api_Own_Staff_RoleInputs = {};
