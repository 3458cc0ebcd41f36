// The plain script of reading pages (decision 4000): articles, the blog's lists and the content pages
// ship no framework, and this does what must still run there. Each part mirrors the app's own:
// the theme (app/ui/preferences.ts), toasts (app/ui/toast), sign-out's browser side
// (app/modules/accounts/client-session.ts), menus that close (app/frame/account-menu.tsx).
// Everything else there is plain HTML: links, the language switcher's and sign-out's form posts, the
// contact form (its answer is the server's), <details> menus. The keys below are checked against the
// app's by app/reading-pages.test.ts.
(function () {
  "use strict";
  var doc = document;
  var root = doc.documentElement;
  var THEME_KEY = "pfr-theme";

  function store(kind) {
    try {
      return window[kind];
    } catch {
      return null; // storage blocked
    }
  }

  // Toasts: the server's list (a flash toast from a redirect), a success toast copied from its
  // <template> for the theme's message; each closes after the app's duration or on its button.
  var frame = doc.querySelector("[data-reading-toasts]");
  var list = frame && frame.querySelector('[data-testid="toast-container"]');
  var template = doc.getElementById("reading-toast");
  var duration = frame ? Number(frame.getAttribute("data-duration")) || 3700 : 3700;

  function hide(toast) {
    if (!toast || toast.getAttribute("data-visible") === "false") return;
    toast.setAttribute("data-visible", "false");
    toast.classList.replace("translate-y-0", "-translate-y-2");
    toast.classList.replace("opacity-100", "opacity-0");
    setTimeout(function () {
      toast.remove();
    }, 300);
  }

  function later(toast) {
    setTimeout(function () {
      hide(toast);
    }, duration);
  }

  function show(message) {
    var model = template && template.content.querySelector("[data-toast-type]");
    if (!list || !model || !message) return;
    var toast = model.cloneNode(true);
    toast.querySelectorAll("p")[1].textContent = message;
    list.append(toast);
    later(toast);
  }

  if (list) {
    list.querySelectorAll("[data-toast-type]").forEach(later);
    list.addEventListener("click", function (event) {
      var button = event.target.closest("button");
      if (button) hide(button.closest("[data-toast-type]"));
    });
  }

  // The theme: light, dark or auto (the system's), kept in local storage as the app keeps it.
  var dark = window.matchMedia("(prefers-color-scheme: dark)");
  var radios = doc.querySelectorAll('input[type="radio"][name$="-theme"]');

  function chosenTheme() {
    var storage = store("localStorage");
    var theme = storage && storage.getItem(THEME_KEY);
    return theme === "dark" || theme === "auto" ? theme : "light";
  }

  function applyTheme(theme) {
    root.dataset.theme = theme === "auto" ? (dark.matches ? "dark" : "light") : theme;
    root.dataset.themePreference = theme;
    radios.forEach(function (radio) {
      radio.checked = radio.value === theme;
    });
  }

  radios.forEach(function (radio) {
    radio.addEventListener("change", function () {
      var storage = store("localStorage");
      try {
        if (storage) storage.setItem(THEME_KEY, radio.value);
      } catch {
        // storage full or blocked: the choice still applies to this page
      }
      applyTheme(radio.value);
      show(radio.getAttribute("data-toast"));
    });
  });
  window.addEventListener("storage", function (event) {
    if (event.key === THEME_KEY) applyTheme(chosenTheme());
  });
  applyTheme(chosenTheme());

  // Sign-out posts its form as without scripts; the browser first forgets the session and the profile
  // and flags the sign-in page's message ("js" = 1), as the app's menu does.
  doc.addEventListener("submit", function (event) {
    var form = event.target;
    if (!(form instanceof HTMLFormElement) || new URL(form.action).pathname !== "/sign-out") return;
    var session = store("sessionStorage");
    var local = store("localStorage");
    try {
      if (session) {
        session.setItem("just_logged_out", "1");
        session.removeItem("pfr-session");
      }
      if (local) local.removeItem("user-profile");
    } catch {
      // storage blocked
    }
    var js = form.elements.namedItem("js");
    if (js instanceof HTMLInputElement) js.value = "1";
  });

  // Menus (<details>) close on Escape, focus back on their button, and on a click elsewhere.
  function openMenus() {
    return doc.querySelectorAll("header details[open], footer details[open]");
  }
  doc.addEventListener("keydown", function (event) {
    if (event.key !== "Escape") return;
    openMenus().forEach(function (menu) {
      menu.open = false;
      if (menu.contains(doc.activeElement)) menu.querySelector("summary").focus();
    });
  });
  doc.addEventListener("click", function (event) {
    openMenus().forEach(function (menu) {
      if (!menu.contains(event.target)) menu.open = false;
    });
  });

  // Controls respond now (tests wait for this, as for the app's hydration).
  root.dataset.hydrated = "true";
})();
