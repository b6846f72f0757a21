/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Auth_Flow_State_ExpiredInputs */

const en_error_auth_flow_state_expired = /** @type {(inputs: Error_Auth_Flow_State_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This link has expired. Please ask for a new one.`)
};

/**
* | output |
* | --- |
* | "This link has expired. Please ask for a new one." |
*
* @param {Error_Auth_Flow_State_ExpiredInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_auth_flow_state_expired = /** @type {((inputs?: Error_Auth_Flow_State_ExpiredInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Auth_Flow_State_ExpiredInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_error_auth_flow_state_expired(inputs)
});