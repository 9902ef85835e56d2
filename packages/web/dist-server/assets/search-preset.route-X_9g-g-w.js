export { Component, handle } from "./search.route-6JN6qtBk.js";
