/**
* | output |
* | --- |
* | "This is the last member of staff. Give the staff role to someone else first." |
*
* @param {Error_Api_Last_Staff_MemberInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_api_last_staff_member: ((inputs?: Error_Api_Last_Staff_MemberInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Api_Last_Staff_MemberInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Api_Last_Staff_MemberInputs = {};
