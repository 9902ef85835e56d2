import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { n as require_react } from "./jsx-runtime-9aiY64yM.js";
// ../../node_modules/.pnpm/use-debounce@10.1.1_react@19.3.1/node_modules/use-debounce/dist/index.module.js
var import_react = /* @__PURE__ */ __toESM(require_react());
function c(e, u, c, i) {
	var l = this, a = (0, import_react.useRef)(null), o = (0, import_react.useRef)(0), f = (0, import_react.useRef)(0), v = (0, import_react.useRef)(null), d = (0, import_react.useRef)([]), s = (0, import_react.useRef)(), m = (0, import_react.useRef)(), h = (0, import_react.useRef)(e), g = (0, import_react.useRef)(!0), x = (0, import_react.useRef)(), E = (0, import_react.useRef)();
	h.current = e;
	var b = "undefined" != typeof window, p = !u && 0 !== u && b;
	if ("function" != typeof e) throw new TypeError("Expected a function");
	u = +u || 0;
	var y = !!(c = c || {}).leading, w = !("trailing" in c) || !!c.trailing, T = !!c.flushOnExit && w, O = "maxWait" in c, F = "debounceOnServer" in c && !!c.debounceOnServer, L = O ? Math.max(+c.maxWait || 0, u) : null, A = (0, import_react.useMemo)(function() {
		var r = function(r) {
			var n = d.current, t = s.current;
			return d.current = s.current = null, o.current = r, f.current = f.current || r, m.current = h.current.apply(t, n);
		}, n = function(r, n) {
			p && cancelAnimationFrame(v.current), v.current = p ? requestAnimationFrame(r) : setTimeout(r, n);
		}, t = function(r) {
			if (!g.current) return !1;
			var n = r - a.current;
			return !a.current || n >= u || n < 0 || O && r - o.current >= L;
		}, e = function(n) {
			return v.current = null, w && d.current ? r(n) : (d.current = s.current = null, m.current);
		}, c = function r() {
			var c = Date.now();
			if (y && f.current === o.current && A(), t(c)) return e(c);
			if (g.current) {
				var i = u - (c - a.current);
				n(r, O ? Math.min(i, L - (c - o.current)) : i);
			}
		}, A = function() {
			i && i({});
		}, D = function() {
			if (b || F) {
				var e, i = Date.now(), f = t(i);
				if (d.current = [].slice.call(arguments), s.current = l, a.current = i, T && !x.current && (x.current = function() {
					var r;
					"hidden" === (null == (r = globalThis.document) ? void 0 : r.visibilityState) && E.current.flush();
				}, null == (e = globalThis.document) || null == e.addEventListener || e.addEventListener("visibilitychange", x.current)), f) {
					if (!v.current && g.current) return o.current = a.current, n(c, u), y ? r(a.current) : m.current;
					if (O) return n(c, u), r(a.current);
				}
				return v.current || n(c, u), m.current;
			}
		};
		return D.cancel = function() {
			var r = v.current;
			r && (p ? cancelAnimationFrame(v.current) : clearTimeout(v.current)), o.current = 0, d.current = a.current = s.current = v.current = null, r && i && i({});
		}, D.isPending = function() {
			return !!v.current;
		}, D.flush = function() {
			return v.current ? e(Date.now()) : m.current;
		}, D;
	}, [
		y,
		O,
		u,
		L,
		w,
		T,
		p,
		b,
		F,
		i
	]);
	return E.current = A, (0, import_react.useEffect)(function() {
		return g.current = !0, function() {
			var r;
			T && E.current.flush(), x.current && (null == (r = globalThis.document) || null == r.removeEventListener || r.removeEventListener("visibilitychange", x.current), x.current = null), g.current = !1;
		};
	}, [T]), A;
}
function i(r, n) {
	return r === n;
}
function l(n, t, l) {
	var a = l && l.equalityFn || i, o = (0, import_react.useRef)(n), f = (0, import_react.useState)({})[1], v = c((0, import_react.useCallback)(function(r) {
		o.current = r, f({});
	}, [f]), t, l, f), d = (0, import_react.useRef)(n);
	return a(d.current, n) || (v(n), d.current = n), [o.current, v];
}
export { l as n, c as t };
