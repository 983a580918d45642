extension HTMLPage {
    /// The page's one script, plain JavaScript with nothing fetched:
    /// - the flights table sorts by any column (a header's button; again for the other
    ///   order);
    /// - the year, airport and airline selects filter the table's rows, the overview's
    ///   routes (a route stays while one of its flights is shown: a row's `data-route` is
    ///   the `data-flight-id` of its route's line) and the shown totals;
    /// - the overview pans and zooms by changing its `viewBox` (wheel, one pointer drags,
    ///   two pinch, the + − Reset buttons), never beyond the map it was drawn as;
    /// - pointing at or tapping a route names it and its flights in the route box.
    static let script = """

        "use strict";
        (function () {
          var list = function (items) { return Array.prototype.slice.call(items); };
          var table = document.getElementById("flight-table");
          var rows = table ? list(table.tBodies[0].rows) : [];
          if (table) {
            var body = table.tBodies[0];
            var heads = list(table.tHead.rows[0].cells);
            heads.forEach(function (head, column) {
              head.querySelector("button").addEventListener("click", function () {
                var ascending = head.getAttribute("aria-sort") !== "ascending";
                heads.forEach(function (other) { other.removeAttribute("aria-sort"); });
                head.setAttribute("aria-sort", ascending ? "ascending" : "descending");
                var numeric = head.getAttribute("data-type") === "number";
                var key = function (row) {
                  var cell = row.cells[column];
                  var value = cell.hasAttribute("data-sort") ? cell.getAttribute("data-sort") : cell.textContent;
                  return numeric ? (value === "" ? NaN : Number(value)) : value;
                };
                rows.sort(function (a, b) {
                  var x = key(a), y = key(b);
                  if (numeric && (isNaN(x) || isNaN(y))) { return isNaN(x) - isNaN(y); }
                  var order = numeric ? x - y : x.localeCompare(y);
                  return ascending ? order : -order;
                });
                rows.forEach(function (row) { body.appendChild(row); });
              });
            });
          }

          var map = document.querySelector("#overview-map svg");
          var routes = map ? list(map.querySelectorAll("path.route[data-flight-id]")) : [];
          var box = document.getElementById("route-box");

          var filters = list(document.querySelectorAll("select[data-filter]"));
          var shownCount = document.getElementById("shown-count");
          var shownDistance = document.getElementById("shown-distance");
          var kilometres = function (metres) {
            return (metres / 1000).toLocaleString("en-US", { minimumFractionDigits: 1, maximumFractionDigits: 1 }) + " km";
          };
          var apply = function () {
            var count = 0, metres = 0, shownRoutes = Object.create(null);
            var filtering = filters.some(function (select) { return select.value !== ""; });
            rows.forEach(function (row) {
              var visible = filters.every(function (select) {
                var values = (row.getAttribute("data-" + select.getAttribute("data-filter")) || "").split("\\n");
                return select.value === "" || values.indexOf(select.value) >= 0;
              });
              row.hidden = !visible;
              if (visible) {
                count += 1;
                metres += Number(row.getAttribute("data-distance")) || 0;
                shownRoutes[row.getAttribute("data-route")] = true;
              }
            });
            if (shownCount) { shownCount.textContent = String(count); }
            if (shownDistance) { shownDistance.textContent = kilometres(metres); }
            routes.forEach(function (route) {
              var hidden = filtering && shownRoutes[route.getAttribute("data-flight-id")] !== true;
              route.classList.toggle("filtered-out", hidden);
              if (hidden && route.classList.contains("selected")) { describe(null); }
            });
          };
          filters.forEach(function (select) { select.addEventListener("change", apply); });

          // The route box: the route's name, how many flights it stands for, and those of
          // its flights the table shows.
          var describe = function (route) {
            routes.forEach(function (other) { other.classList.toggle("selected", other === route); });
            if (!box) { return; }
            box.textContent = "";
            box.hidden = route === null;
            if (route === null) { return; }
            var key = route.getAttribute("data-flight-id");
            var flights = rows.filter(function (row) { return row.getAttribute("data-route") === key && !row.hidden; });
            var title = route.querySelector("title");
            var name = document.createElement("strong");
            name.textContent = flights.length > 0 ? flights[0].cells[1].textContent : (title ? title.textContent : key);
            box.appendChild(name);
            var total = Number(route.getAttribute("data-flights")) || 1;
            box.appendChild(document.createTextNode(" \\u00B7 " + total + (total === 1 ? " flight" : " flights")));
            if (flights.length === 0) { return; }
            var names = document.createElement("ul");
            flights.slice(0, 10).forEach(function (row) {
              var item = document.createElement("li");
              item.textContent = row.cells[0].textContent + " \\u00B7 " + row.cells[2].textContent;
              names.appendChild(item);
            });
            if (flights.length > 10) {
              var more = document.createElement("li");
              more.textContent = "and " + (flights.length - 10) + " more";
              names.appendChild(more);
            }
            box.appendChild(names);
          };

          if (!map) { return; }
          var drawn = map.viewBox.baseVal;
          var full = { x: drawn.x, y: drawn.y, width: drawn.width, height: drawn.height };
          var view = { x: full.x, y: full.y, width: full.width, height: full.height };
          var show = function (x, y, width) {
            width = Math.min(full.width, Math.max(full.width / 32, width));
            var height = width * full.height / full.width;
            view.x = Math.min(full.x + full.width - width, Math.max(full.x, x));
            view.y = Math.min(full.y + full.height - height, Math.max(full.y, y));
            view.width = width;
            view.height = height;
            map.setAttribute("viewBox", [view.x, view.y, view.width, view.height].join(" "));
          };
          // Zoom by `factor` keeping the map point under (clientX, clientY) in place.
          var zoom = function (factor, clientX, clientY) {
            var matrix = map.getScreenCTM();
            var point = map.createSVGPoint();
            point.x = clientX;
            point.y = clientY;
            var at = matrix ? point.matrixTransform(matrix.inverse()) : { x: view.x + view.width / 2, y: view.y + view.height / 2 };
            var width = Math.min(full.width, Math.max(full.width / 32, view.width / factor));
            var scale = width / view.width;
            show(at.x - (at.x - view.x) * scale, at.y - (at.y - view.y) * scale, width);
          };
          var centre = function () {
            var rect = map.getBoundingClientRect();
            return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
          };
          list(document.querySelectorAll(".map-controls button")).forEach(function (button) {
            button.addEventListener("click", function () {
              var action = button.getAttribute("data-zoom");
              var middle = centre();
              if (action === "in") { zoom(1.5, middle.x, middle.y); }
              if (action === "out") { zoom(1 / 1.5, middle.x, middle.y); }
              if (action === "reset") { show(full.x, full.y, full.width); }
            });
          });
          map.addEventListener("wheel", function (event) {
            event.preventDefault();
            zoom(Math.exp(-event.deltaY * 0.002), event.clientX, event.clientY);
          }, { passive: false });

          // One pointer drags the map, two pinch it; a press that moved is no tap.
          var pointers = Object.create(null);
          var moved = false;
          var spread = function () {
            var ids = Object.keys(pointers);
            if (ids.length < 2) { return null; }
            var a = pointers[ids[0]], b = pointers[ids[1]];
            return { distance: Math.hypot(a.x - b.x, a.y - b.y), x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
          };
          map.addEventListener("pointerdown", function (event) {
            pointers[event.pointerId] = { x: event.clientX, y: event.clientY, startX: event.clientX, startY: event.clientY };
            moved = false;
          });
          map.addEventListener("pointermove", function (event) {
            var pointer = pointers[event.pointerId];
            if (!pointer) {
              if (event.pointerType === "mouse" && event.target.closest) {
                var route = event.target.closest("path.route");
                if (route) { describe(route); }
              }
              return;
            }
            if (Math.hypot(event.clientX - pointer.startX, event.clientY - pointer.startY) > 4 && !moved) {
              moved = true;
              map.setPointerCapture(event.pointerId);
            }
            var before = spread();
            var dx = event.clientX - pointer.x, dy = event.clientY - pointer.y;
            pointer.x = event.clientX;
            pointer.y = event.clientY;
            var after = spread();
            if (before && after && before.distance > 0) {
              zoom(after.distance / before.distance, after.x, after.y);
            } else if (!before && moved) {
              var matrix = map.getScreenCTM();
              var scale = matrix && matrix.a > 0 ? matrix.a : 1;
              show(view.x - dx / scale, view.y - dy / scale, view.width);
            }
          });
          var release = function (event) { delete pointers[event.pointerId]; };
          map.addEventListener("pointerup", release);
          map.addEventListener("pointercancel", release);
          map.addEventListener("click", function (event) {
            if (moved) { moved = false; return; }
            var route = event.target.closest ? event.target.closest("path.route") : null;
            describe(route);
          });
        })();

        """
}
