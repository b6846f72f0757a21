/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Api_Own_Staff_RoleInputs */

const en_error_api_own_staff_role = /** @type {(inputs: Error_Api_Own_Staff_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You cannot remove your own staff role. Ask another member of staff.`)
};

/**
* | output |
* | --- |
* | "You cannot remove your own staff role. Ask another member of staff." |
*
* @param {Error_Api_Own_Staff_RoleInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_api_own_staff_role = /** @type {((inputs?: Error_Api_Own_Staff_RoleInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Api_Own_Staff_RoleInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_error_api_own_staff_role(inputs)
});