# make lab    create .venv, install everything, open JupyterLab on the welcome notebook
# make test   run the whole test suite (unit, property, playouts, notebooks, browser)
# make bench  run the benchmarks
# make student  write the student copies of the exercise notebooks from the solutions
# make notebooks  rebuild and execute every course notebook from tools/notebooks/
PYTHON ?= python3
VENV   ?= .venv
PORT   ?= 8888
ARGS   ?=
PY      = $(VENV)/bin/python
STAMP   = $(VENV)/.installed
# JupyterLab refuses to run as root unless told; containers and CI often are root.
ROOT_OK = $(if $(filter 0,$(shell id -u)),--allow-root,)

.PHONY: lab test bench venv student notebooks clean

venv: $(STAMP)

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e ".[course,test,bench]"
	touch $(STAMP)

lab: $(STAMP)
	$(VENV)/bin/jupyter lab --ip=127.0.0.1 --port=$(PORT) $(ROOT_OK) $(ARGS) notebooks/00_welcome.ipynb

test: $(STAMP)
	$(PY) -m pytest -p no:cacheprovider --nbval-lax --nbval-current-env tests $(wildcard notebooks exercises) $(ARGS)

bench: $(STAMP)
	$(PY) -m bench $(ARGS)

student: $(STAMP)
	for f in exercises/solutions/*.ipynb; do \
	  $(PY) -m cardlab.exercises.student $$f exercises/$$(basename $$f) --execute || exit 1; \
	done

notebooks: $(STAMP)
	for f in tools/notebooks/*.py; do $(PY) tools/nbbuild.py $$f || exit 1; done

clean:
	rm -rf $(VENV) .pytest_cache .hypothesis
