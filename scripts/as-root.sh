#!/usr/bin/env bash
# Runs a command as root: directly when we are root, through sudo otherwise.
if [ "$(id -u)" = "0" ]; then "$@"; else sudo "$@"; fi
