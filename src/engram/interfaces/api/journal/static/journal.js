// engram journal: small enhancements only. Every page and form works without this file.
// - On narrow screens the sessions sidebar becomes a drawer behind the "Sessions" button.
// - "/" focuses the session search; Escape closes the drawer.
// - A form cannot be sent twice by a double click.
(function () {
  "use strict";
  document.documentElement.classList.add("js");

  var toggle = document.querySelector(".drawer-toggle");
  var sidebar = document.getElementById("sidebar");

  function setOpen(open) {
    if (!toggle || !sidebar) return;
    sidebar.classList.toggle("open", open);
    toggle.setAttribute("aria-expanded", open ? "true" : "false");
    if (open) {
      var first = sidebar.querySelector("input");
      if (first) first.focus();
    }
  }

  var close = document.querySelector(".drawer-close");
  if (toggle && sidebar) {
    toggle.hidden = false;
    toggle.addEventListener("click", function () {
      setOpen(!sidebar.classList.contains("open"));
    });
  }
  if (close && toggle) {
    close.hidden = false;
    close.addEventListener("click", function () {
      setOpen(false);
      toggle.focus();
    });
  }

  function typing(target) {
    if (!target || !target.tagName) return false;
    var tag = target.tagName.toLowerCase();
    return tag === "input" || tag === "textarea" || tag === "select" || target.isContentEditable;
  }

  document.addEventListener("keydown", function (event) {
    if (event.key === "Escape" && sidebar && sidebar.classList.contains("open")) {
      setOpen(false);
      if (toggle) toggle.focus();
      return;
    }
    if (event.key === "/" && !event.ctrlKey && !event.metaKey && !event.altKey && !typing(event.target)) {
      var search = document.getElementById("session-query") || document.getElementById("sidebar-search");
      if (!search) return;
      event.preventDefault();
      if (search.id === "sidebar-search" && toggle && getComputedStyle(toggle).display !== "none") setOpen(true);
      search.focus();
      search.select();
    }
  });

  document.addEventListener("submit", function (event) {
    var form = event.target;
    if (form.dataset.sent === "1") {
      event.preventDefault();
      return;
    }
    form.dataset.sent = "1";
  });

  // Back/forward cache: a restored page must accept its forms again.
  window.addEventListener("pageshow", function () {
    document.querySelectorAll("form[data-sent]").forEach(function (form) {
      delete form.dataset.sent;
    });
  });
})();
